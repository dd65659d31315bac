"""Threshold -> F.hinge_embedding_loss: synthesised by warpgym synth (seed 7, index 4740, torch#2, dim 0 x707)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Threshold -> F.hinge_embedding_loss"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x, x1):
        x = self.threshold_0(x)
        x = F.hinge_embedding_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(45248, 1024), torch.randn(45248, 1024)]


def get_init_inputs():
    return []
