"""F.tanh -> Softsign: synthesised by warpgym synth (seed 7, index 3894, torch#2, dim 0 x3777)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanh -> Softsign"""

    def __init__(self):
        super().__init__()
        self.softsign_1 = nn.Softsign()

    def forward(self, x):
        x = F.tanh(x)
        x = self.softsign_1(x)
        return x


def get_inputs():
    return [torch.randn(7554, 8, 8, 16, 16)]


def get_init_inputs():
    return []
