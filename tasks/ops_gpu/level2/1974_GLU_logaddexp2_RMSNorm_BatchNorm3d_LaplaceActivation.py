"""GLU -> torch.logaddexp2 -> RMSNorm -> BatchNorm3d -> hf.LaplaceActivation: synthesised by warpgym synth (seed 7, index 3111, transformers#5, dim 0 x12201)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """GLU -> torch.logaddexp2 -> RMSNorm -> BatchNorm3d -> hf.LaplaceActivation"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()
        self.rmsnorm_2 = nn.RMSNorm(normalized_shape=8)
        self.batchnorm3d_3 = nn.BatchNorm3d(num_features=8)
        self.laplaceactivation_4 = LaplaceActivation()

    def forward(self, x, x1):
        x = self.glu_0(x)
        x = torch.logaddexp2(x, x1)
        x = self.rmsnorm_2(x)
        x = self.batchnorm3d_3(x)
        x = self.laplaceactivation_4(x)
        return x


def get_inputs():
    return [torch.randn(24402, 8, 8, 16, 16), torch.randn(24402, 8, 8, 16, 8)]


def get_init_inputs():
    return []
