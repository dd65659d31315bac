"""ReLU6 -> HingeEmbeddingLoss: synthesised by warpgym synth (seed 7, index 87, torch#2, dim 0 x608)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6 -> HingeEmbeddingLoss"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()
        self.hingeembeddingloss_1 = nn.HingeEmbeddingLoss()

    def forward(self, x, x1):
        x = self.relu6_0(x)
        x = self.hingeembeddingloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(2432, 16, 8, 8, 8), torch.randn(2432, 16, 8, 8, 8)]


def get_init_inputs():
    return []
