"""F.relu -> Softsign: synthesised by warpgym synth (seed 7, index 1543, torch#2, dim 0 x1358)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu -> Softsign"""

    def __init__(self):
        super().__init__()
        self.softsign_1 = nn.Softsign()

    def forward(self, x):
        x = F.relu(x)
        x = self.softsign_1(x)
        return x


def get_inputs():
    return [torch.randn(173824, 256)]


def get_init_inputs():
    return []
