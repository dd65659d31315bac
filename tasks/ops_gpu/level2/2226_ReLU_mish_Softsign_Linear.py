"""ReLU -> F.mish -> Softsign -> Linear: synthesised by warpgym synth (seed 7, index 3525, torch#4, dim 0 x1347)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> F.mish -> Softsign -> Linear"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()
        self.softsign_2 = nn.Softsign()
        self.linear_3 = nn.Linear(in_features=16, out_features=16)

    def forward(self, x):
        x = self.relu_0(x)
        x = F.mish(x)
        x = self.softsign_2(x)
        x = self.linear_3(x)
        return x


def get_inputs():
    return [torch.randn(21552, 32, 16, 16)]


def get_init_inputs():
    return []
