"""F.margin_ranking_loss: synthesised by warpgym synth (seed 7, index 6385, torch#1, dim 0 x381)."""
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
    return [torch.randn(3048, 16, 32, 32), torch.randn(3048, 16, 32, 32), torch.randn(3048, 16, 32, 32)]


def get_init_inputs():
    return []
