"""torch.sinh -> ELU: synthesised by warpgym synth (seed 7, index 1998, torch#2, dim 0 x7703)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sinh -> ELU"""

    def __init__(self):
        super().__init__()
        self.elu_1 = nn.ELU()

    def forward(self, x):
        x = torch.sinh(x)
        x = self.elu_1(x)
        return x


def get_inputs():
    return [torch.randn(1971968, 256)]


def get_init_inputs():
    return []
