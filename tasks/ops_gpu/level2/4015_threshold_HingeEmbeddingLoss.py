"""F.threshold -> HingeEmbeddingLoss: synthesised by warpgym synth (seed 7, index 5479, torch#2, dim 0 x69)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.threshold -> HingeEmbeddingLoss"""

    def __init__(self):
        super().__init__()
        self.hingeembeddingloss_1 = nn.HingeEmbeddingLoss()

    def forward(self, x, x1):
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = self.hingeembeddingloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(2208, 128, 64), torch.randn(2208, 128, 64)]


def get_init_inputs():
    return []
