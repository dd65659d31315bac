"""AdaptiveMaxPool3d -> torch.tan -> Softplus: synthesised by warpgym synth (seed 7, index 5707, torch#3, dim 0 x7815)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool3d -> torch.tan -> Softplus"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool3d_0 = nn.AdaptiveMaxPool3d(output_size=4)
        self.softplus_2 = nn.Softplus()

    def forward(self, x):
        x = self.adaptivemaxpool3d_0(x)
        x = torch.tan(x)
        x = self.softplus_2(x)
        return x


def get_inputs():
    return [torch.randn(31260, 16, 8, 8, 8)]


def get_init_inputs():
    return []
