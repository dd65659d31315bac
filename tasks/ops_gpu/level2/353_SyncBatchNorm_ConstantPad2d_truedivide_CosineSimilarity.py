"""SyncBatchNorm -> ConstantPad2d -> torch.true_divide -> CosineSimilarity: synthesised by warpgym synth (seed 7, index 541, torch#4, dim 0 x847)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SyncBatchNorm -> ConstantPad2d -> torch.true_divide -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=64)
        self.constantpad2d_1 = nn.ConstantPad2d(padding=1, value=0.5)
        self.cosinesimilarity_3 = nn.CosineSimilarity()

    def forward(self, x, x1, x2):
        x = self.syncbatchnorm_0(x)
        x = self.constantpad2d_1(x)
        x = torch.true_divide(x, x1)
        x = self.cosinesimilarity_3(x, x2)
        return x


def get_inputs():
    return [torch.randn(13552, 64, 128), torch.randn(13552, 66, 130), torch.randn(13552, 66, 130)]


def get_init_inputs():
    return []
