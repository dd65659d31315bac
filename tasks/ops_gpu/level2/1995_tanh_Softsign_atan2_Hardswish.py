"""F.tanh -> Softsign -> torch.atan2 -> Hardswish: synthesised by warpgym synth (seed 7, index 3146, torch#4, dim 0 x1713)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanh -> Softsign -> torch.atan2 -> Hardswish"""

    def __init__(self):
        super().__init__()
        self.softsign_1 = nn.Softsign()
        self.hardswish_3 = nn.Hardswish()

    def forward(self, x, x1):
        x = F.tanh(x)
        x = self.softsign_1(x)
        x = torch.atan2(x, x1)
        x = self.hardswish_3(x)
        return x


def get_inputs():
    return [torch.randn(109632, 1024), torch.randn(109632, 1024)]


def get_init_inputs():
    return []
