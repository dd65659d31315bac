"""torch.lgamma -> torch.sin -> MarginRankingLoss: synthesised by warpgym synth (seed 7, index 4644, torch#3, dim 0 x1109)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.lgamma -> torch.sin -> MarginRankingLoss"""

    def __init__(self):
        super().__init__()
        self.marginrankingloss_2 = nn.MarginRankingLoss()

    def forward(self, x, x1, x2):
        x = torch.lgamma(x)
        x = torch.sin(x)
        x = self.marginrankingloss_2(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(4436, 32, 32, 32), torch.randn(4436, 32, 32, 32), torch.randn(4436, 32, 32, 32)]


def get_init_inputs():
    return []
