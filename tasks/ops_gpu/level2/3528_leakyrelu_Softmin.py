"""F.leaky_relu -> Softmin: synthesised by warpgym synth (seed 7, index 5547, torch#2, dim 0 x890)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.leaky_relu -> Softmin"""

    def __init__(self):
        super().__init__()
        self.softmin_1 = nn.Softmin()

    def forward(self, x):
        x = F.leaky_relu(x)
        x = self.softmin_1(x)
        return x


def get_inputs():
    return [torch.randn(455680, 256)]


def get_init_inputs():
    return []
