"""ReLU6 -> torch.round -> Softplus: synthesised by warpgym synth (seed 7, index 5553, torch#3, dim 0 x1716)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6 -> torch.round -> Softplus"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()
        self.softplus_2 = nn.Softplus()

    def forward(self, x):
        x = self.relu6_0(x)
        x = torch.round(x)
        x = self.softplus_2(x)
        return x


def get_inputs():
    return [torch.randn(439296, 512)]


def get_init_inputs():
    return []
