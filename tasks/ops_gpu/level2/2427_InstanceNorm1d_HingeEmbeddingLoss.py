"""InstanceNorm1d -> HingeEmbeddingLoss: synthesised by warpgym synth (seed 7, index 3313, torch#2, dim 0 x164)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm1d -> HingeEmbeddingLoss"""

    def __init__(self):
        super().__init__()
        self.instancenorm1d_0 = nn.InstanceNorm1d(num_features=256)
        self.hingeembeddingloss_1 = nn.HingeEmbeddingLoss()

    def forward(self, x, x1):
        x = self.instancenorm1d_0(x)
        x = self.hingeembeddingloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(83968, 256), torch.randn(83968, 256)]


def get_init_inputs():
    return []
