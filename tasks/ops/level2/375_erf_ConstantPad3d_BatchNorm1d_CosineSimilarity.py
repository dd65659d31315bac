"""torch.erf -> ConstantPad3d -> BatchNorm1d -> CosineSimilarity: synthesised by warpgym synth (seed 7, index 479, torch#4)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.erf -> ConstantPad3d -> BatchNorm1d -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_1 = nn.ConstantPad3d(padding=1, value=0.5)
        self.batchnorm1d_2 = nn.BatchNorm1d(num_features=66)
        self.cosinesimilarity_3 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = torch.erf(x)
        x = self.constantpad3d_1(x)
        x = self.batchnorm1d_2(x)
        x = self.cosinesimilarity_3(x, x1)
        return x


def get_inputs():
    return [torch.randn(16, 64, 128), torch.randn(18, 66, 130)]


def get_init_inputs():
    return []
