"""ConstantPad3d -> hf.MistralRMSNorm: synthesised by warpgym synth (seed 7, index 6874, transformers#2, dim 0 x3310)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """ConstantPad3d -> hf.MistralRMSNorm"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_0 = nn.ConstantPad3d(padding=1, value=0.5)
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=10)

    def forward(self, x):
        x = self.constantpad3d_0(x)
        x = self.mistralrmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(13240, 16, 8, 8, 8)]


def get_init_inputs():
    return []
