"""F.conv2d -> torch.det -> Softplus -> Bilinear: synthesised by warpgym synth (seed 7, index 1238, torch#4)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.conv2d -> torch.det -> Softplus -> Bilinear"""

    def __init__(self):
        super().__init__()
        self.softplus_2 = nn.Softplus()
        self.bilinear_3 = nn.Bilinear(in1_features=8, in2_features=8, out_features=8)

    def forward(self, x, x1, x2):
        x = F.conv2d(x, x1)
        x = torch.det(x)
        x = self.softplus_2(x)
        x = self.bilinear_3(x, x2)
        return x


def get_inputs():
    return [torch.randn(8, 64, 16, 16), torch.randn(8, 64, 16, 16), torch.randn(8, 8)]


def get_init_inputs():
    return []
