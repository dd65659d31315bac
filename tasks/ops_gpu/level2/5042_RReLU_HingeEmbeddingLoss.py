"""RReLU -> HingeEmbeddingLoss: synthesised by warpgym synth (seed 7, index 6842, torch#2, dim 0 x243)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU -> HingeEmbeddingLoss"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()
        self.hingeembeddingloss_1 = nn.HingeEmbeddingLoss()

    def forward(self, x, x1):
        x = self.rrelu_0(x)
        x = self.hingeembeddingloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(1944, 256, 128), torch.randn(1944, 256, 128)]


def get_init_inputs():
    return []
