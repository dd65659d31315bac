"""torch.sort -> PReLU -> F.hardsigmoid -> F.group_norm: synthesised by warpgym synth (seed 7, index 5385, torch#4, dim 0 x4751)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sort -> PReLU -> F.hardsigmoid -> F.group_norm"""

    def __init__(self):
        super().__init__()
        self.prelu_1 = nn.PReLU()

    def forward(self, x):
        x = torch.sort(x)[0]
        x = self.prelu_1(x)
        x = F.hardsigmoid(x)
        x = F.group_norm(x, num_groups=2)
        return x


def get_inputs():
    return [torch.randn(1216256, 256)]


def get_init_inputs():
    return []
