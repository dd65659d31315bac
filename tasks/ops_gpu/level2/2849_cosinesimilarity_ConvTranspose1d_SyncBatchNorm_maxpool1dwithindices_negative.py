"""F.cosine_similarity -> ConvTranspose1d -> SyncBatchNorm -> F.max_pool1d_with_indices -> torch.negative: synthesised by warpgym synth (seed 7, index 4504, torch#5, dim 0 x1918)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.cosine_similarity -> ConvTranspose1d -> SyncBatchNorm -> F.max_pool1d_with_indices -> torch.negative"""

    def __init__(self):
        super().__init__()
        self.convtranspose1d_1 = nn.ConvTranspose1d(in_channels=16, kernel_size=3, out_channels=16)
        self.syncbatchnorm_2 = nn.SyncBatchNorm(num_features=16)

    def forward(self, x, x1):
        x = F.cosine_similarity(x, x1)
        x = self.convtranspose1d_1(x)
        x = self.syncbatchnorm_2(x)
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = torch.negative(x)
        return x


def get_inputs():
    return [torch.randn(15344, 64, 16, 16), torch.randn(15344, 64, 16, 16)]


def get_init_inputs():
    return []
