"""torch.logaddexp -> Hardsigmoid: synthesised by warpgym synth (seed 7, index 4649, torch#2, dim 0 x684)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logaddexp -> Hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_1 = nn.Hardsigmoid()

    def forward(self, x, x1):
        x = torch.logaddexp(x, x1)
        x = self.hardsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(10944, 32, 256), torch.randn(10944, 32, 256)]


def get_init_inputs():
    return []
