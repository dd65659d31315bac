"""F.margin_ranking_loss: synthesised by warpgym synth (seed 7, index 1697, torch#1, dim 0 x9775)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.margin_ranking_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = F.margin_ranking_loss(x, input2=x1, target=x2)
        return x


def get_inputs():
    return [torch.randn(19550, 8, 8, 16, 16), torch.randn(19550, 8, 8, 16, 16), torch.randn(19550, 8, 8, 16, 16)]


def get_init_inputs():
    return []
