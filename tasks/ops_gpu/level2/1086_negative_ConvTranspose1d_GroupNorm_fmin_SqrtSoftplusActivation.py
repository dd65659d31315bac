"""torch.negative -> ConvTranspose1d -> GroupNorm -> torch.fmin -> hf.SqrtSoftplusActivation: synthesised by warpgym synth (seed 7, index 1764, transformers#5, dim 0 x463)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """torch.negative -> ConvTranspose1d -> GroupNorm -> torch.fmin -> hf.SqrtSoftplusActivation"""

    def __init__(self):
        super().__init__()
        self.convtranspose1d_1 = nn.ConvTranspose1d(in_channels=128, kernel_size=3, out_channels=64)
        self.groupnorm_2 = nn.GroupNorm(num_channels=64, num_groups=2)
        self.sqrtsoftplusactivation_4 = SqrtSoftplusActivation()

    def forward(self, x, x1):
        x = torch.negative(x)
        x = self.convtranspose1d_1(x)
        x = self.groupnorm_2(x)
        x = torch.fmin(x, x1)
        x = self.sqrtsoftplusactivation_4(x)
        return x


def get_inputs():
    return [torch.randn(14816, 128, 64), torch.randn(14816, 64, 66)]


def get_init_inputs():
    return []
