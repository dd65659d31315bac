"""ReLU6 -> F.relu6 -> torch.diagonal: synthesised by warpgym synth (seed 9, index 632, torch#3, dim 0 x7429)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6 -> F.relu6 -> torch.diagonal"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()

    def forward(self, x):
        x = self.relu6_0(x)
        x = F.relu6(x)
        x = torch.diagonal(x)
        return x


def get_inputs():
    return [torch.randn(475456, 1024)]


def get_init_inputs():
    return []
