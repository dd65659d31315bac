"""torch.mul -> ReLU -> AdaptiveMaxPool3d -> torch.var: synthesised by warpgym synth (seed 7, index 1399, torch#4, dim 0 x3865)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.mul -> ReLU -> AdaptiveMaxPool3d -> torch.var"""

    def __init__(self):
        super().__init__()
        self.relu_1 = nn.ReLU()
        self.adaptivemaxpool3d_2 = nn.AdaptiveMaxPool3d(output_size=4)

    def forward(self, x, x1):
        x = torch.mul(x, x1)
        x = self.relu_1(x)
        x = self.adaptivemaxpool3d_2(x)
        x = torch.var(x)
        return x


def get_inputs():
    return [torch.randn(30920, 64, 16, 16), torch.randn(30920, 64, 16, 16)]


def get_init_inputs():
    return []
