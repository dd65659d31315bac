"""GELU -> F.margin_ranking_loss: synthesised by warpgym synth (seed 7, index 3152, torch#2, dim 0 x830)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> F.margin_ranking_loss"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()

    def forward(self, x, x1, x2):
        x = self.gelu_0(x)
        x = F.margin_ranking_loss(x, input2=x1, target=x2)
        return x


def get_inputs():
    return [torch.randn(6640, 64, 16, 16), torch.randn(6640, 64, 16, 16), torch.randn(6640, 64, 16, 16)]


def get_init_inputs():
    return []
