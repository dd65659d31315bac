"""torch.logaddexp -> ReLU6: synthesised by warpgym synth (seed 7, index 927, torch#2, dim 0 x5276)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logaddexp -> ReLU6"""

    def __init__(self):
        super().__init__()
        self.relu6_1 = nn.ReLU6()

    def forward(self, x, x1):
        x = torch.logaddexp(x, x1)
        x = self.relu6_1(x)
        return x


def get_inputs():
    return [torch.randn(1350656, 256), torch.randn(1350656, 256)]


def get_init_inputs():
    return []
