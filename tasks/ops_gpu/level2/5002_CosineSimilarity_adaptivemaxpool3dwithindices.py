"""CosineSimilarity -> F.adaptive_max_pool3d_with_indices: synthesised by warpgym synth (seed 9, index 445, torch#2, dim 0 x8134)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CosineSimilarity -> F.adaptive_max_pool3d_with_indices"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_0 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = self.cosinesimilarity_0(x, x1)
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(16268, 8, 8, 16, 16), torch.randn(16268, 8, 8, 16, 16)]


def get_init_inputs():
    return []
