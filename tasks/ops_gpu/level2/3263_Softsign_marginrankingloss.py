"""Softsign -> F.margin_ranking_loss: synthesised by warpgym synth (seed 7, index 4458, torch#2, dim 0 x1888)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softsign -> F.margin_ranking_loss"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()

    def forward(self, x, x1, x2):
        x = self.softsign_0(x)
        x = F.margin_ranking_loss(x, input2=x1, target=x2)
        return x


def get_inputs():
    return [torch.randn(120832, 1024), torch.randn(120832, 1024), torch.randn(120832, 1024)]


def get_init_inputs():
    return []
