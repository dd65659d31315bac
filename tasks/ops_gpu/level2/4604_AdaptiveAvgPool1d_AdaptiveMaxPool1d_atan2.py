"""AdaptiveAvgPool1d -> AdaptiveMaxPool1d -> torch.atan2: synthesised by warpgym synth (seed 8, index 264, torch#3, dim 0 x1129)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveAvgPool1d -> AdaptiveMaxPool1d -> torch.atan2"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool1d_0 = nn.AdaptiveAvgPool1d(output_size=4)
        self.adaptivemaxpool1d_1 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x, x1):
        x = self.adaptiveavgpool1d_0(x)
        x = self.adaptivemaxpool1d_1(x)
        x = torch.atan2(x, x1)
        return x


def get_inputs():
    return [torch.randn(9032, 256, 128), torch.randn(9032, 256, 4)]


def get_init_inputs():
    return []
