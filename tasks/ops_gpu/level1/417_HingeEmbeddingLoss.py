"""HingeEmbeddingLoss: synthesised by warpgym synth (seed 7, index 5183, torch#1, dim 0 x2307)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """HingeEmbeddingLoss"""

    def __init__(self):
        super().__init__()
        self.hingeembeddingloss_0 = nn.HingeEmbeddingLoss()

    def forward(self, x, x1):
        x = self.hingeembeddingloss_0(x, x1)
        return x


def get_inputs():
    return [torch.randn(36912, 32, 256), torch.randn(36912, 32, 256)]


def get_init_inputs():
    return []
