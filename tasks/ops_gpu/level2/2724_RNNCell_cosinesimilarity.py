"""RNNCell -> F.cosine_similarity: synthesised by warpgym synth (seed 7, index 4301, torch#2, dim 0 x195)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RNNCell -> F.cosine_similarity"""

    def __init__(self):
        super().__init__()
        self.rnncell_0 = nn.RNNCell(hidden_size=512, input_size=512)

    def forward(self, x, x1):
        x = self.rnncell_0(x)
        x = F.cosine_similarity(x, x1)
        return x


def get_inputs():
    return [torch.randn(49920, 512), torch.randn(49920, 512)]


def get_init_inputs():
    return []
