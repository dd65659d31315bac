"""Hardsigmoid -> torch.subtract -> HingeEmbeddingLoss: synthesised by warpgym synth (seed 7, index 1805, torch#3, dim 0 x234)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardsigmoid -> torch.subtract -> HingeEmbeddingLoss"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()
        self.hingeembeddingloss_2 = nn.HingeEmbeddingLoss()

    def forward(self, x, x1, x2):
        x = self.hardsigmoid_0(x)
        x = torch.subtract(x, x1)
        x = self.hingeembeddingloss_2(x, x2)
        return x


def get_inputs():
    return [torch.randn(3744, 64, 128), torch.randn(3744, 64, 128), torch.randn(3744, 64, 128)]


def get_init_inputs():
    return []
