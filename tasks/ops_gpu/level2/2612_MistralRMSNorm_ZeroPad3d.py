"""hf.MistralRMSNorm -> ZeroPad3d: synthesised by warpgym synth (seed 7, index 4136, transformers#2, dim 0 x2712)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.MistralRMSNorm -> ZeroPad3d"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_0 = MistralRMSNorm(hidden_size=16)
        self.zeropad3d_1 = nn.ZeroPad3d(padding=1)

    def forward(self, x):
        x = self.mistralrmsnorm_0(x)
        x = self.zeropad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(43392, 32, 16, 16)]


def get_init_inputs():
    return []
