"""CosineSimilarity -> ZeroPad3d: synthesised by warpgym synth (seed 7, index 5520, torch#2, dim 0 x300)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CosineSimilarity -> ZeroPad3d"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_0 = nn.CosineSimilarity()
        self.zeropad3d_1 = nn.ZeroPad3d(padding=1)

    def forward(self, x, x1):
        x = self.cosinesimilarity_0(x, x1)
        x = self.zeropad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(2400, 16, 32, 32), torch.randn(2400, 16, 32, 32)]


def get_init_inputs():
    return []
