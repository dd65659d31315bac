"""BatchNorm3d -> CosineSimilarity -> GLU: synthesised by warpgym synth (seed 7, index 1927, torch#3, dim 0 x2931)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """BatchNorm3d -> CosineSimilarity -> GLU"""

    def __init__(self):
        super().__init__()
        self.batchnorm3d_0 = nn.BatchNorm3d(num_features=8)
        self.cosinesimilarity_1 = nn.CosineSimilarity()
        self.glu_2 = nn.GLU()

    def forward(self, x, x1):
        x = self.batchnorm3d_0(x)
        x = self.cosinesimilarity_1(x, x1)
        x = self.glu_2(x)
        return x


def get_inputs():
    return [torch.randn(5862, 8, 8, 16, 16), torch.randn(5862, 8, 8, 16, 16)]


def get_init_inputs():
    return []
