"""torch.maximum -> Softsign: synthesised by warpgym synth (seed 7, index 6025, torch#2, dim 0 x4448)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.maximum -> Softsign"""

    def __init__(self):
        super().__init__()
        self.softsign_1 = nn.Softsign()

    def forward(self, x, x1):
        x = torch.maximum(x, x1)
        x = self.softsign_1(x)
        return x


def get_inputs():
    return [torch.randn(17792, 16, 8, 8, 8), torch.randn(17792, 16, 8, 8, 8)]


def get_init_inputs():
    return []
