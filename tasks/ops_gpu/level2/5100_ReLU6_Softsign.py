"""ReLU6 -> Softsign: synthesised by warpgym synth (seed 9, index 589, torch#2, dim 0 x3372)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6 -> Softsign"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()
        self.softsign_1 = nn.Softsign()

    def forward(self, x):
        x = self.relu6_0(x)
        x = self.softsign_1(x)
        return x


def get_inputs():
    return [torch.randn(863232, 512)]


def get_init_inputs():
    return []
