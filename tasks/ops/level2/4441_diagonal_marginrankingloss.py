"""torch.diagonal -> F.margin_ranking_loss: synthesised by warpgym synth (seed 7, index 5821, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.diagonal -> F.margin_ranking_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.diagonal(x)
        x = F.margin_ranking_loss(x, input2=x1, target=x2)
        return x


def get_inputs():
    return [torch.randn(8, 256, 128), torch.randn(128, 8), torch.randn(128, 8)]


def get_init_inputs():
    return []
