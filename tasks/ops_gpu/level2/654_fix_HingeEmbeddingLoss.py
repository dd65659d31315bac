"""torch.fix -> HingeEmbeddingLoss: synthesised by warpgym synth (seed 7, index 896, torch#2, dim 0 x181)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fix -> HingeEmbeddingLoss"""

    def __init__(self):
        super().__init__()
        self.hingeembeddingloss_1 = nn.HingeEmbeddingLoss()

    def forward(self, x, x1):
        x = torch.fix(x)
        x = self.hingeembeddingloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(1448, 256, 128), torch.randn(1448, 256, 128)]


def get_init_inputs():
    return []
