"""ReLU -> F.lp_pool2d -> MaxPool1d -> torch.tan -> torch.sgn: synthesised by warpgym synth (seed 9, index 483, torch#5, dim 0 x905)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> F.lp_pool2d -> MaxPool1d -> torch.tan -> torch.sgn"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()
        self.maxpool1d_2 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x):
        x = self.relu_0(x)
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        x = self.maxpool1d_2(x)
        x = torch.tan(x)
        x = torch.sgn(x)
        return x


def get_inputs():
    return [torch.randn(14480, 32, 256)]


def get_init_inputs():
    return []
