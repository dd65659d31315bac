"""ConstantPad3d -> F.hardshrink -> F.native_channel_shuffle -> Hardshrink -> hf.MistralRMSNorm: synthesised by warpgym synth (seed 7, index 5487, transformers#5, dim 0 x446)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """ConstantPad3d -> F.hardshrink -> F.native_channel_shuffle -> Hardshrink -> hf.MistralRMSNorm"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_0 = nn.ConstantPad3d(padding=1, value=0.5)
        self.hardshrink_3 = nn.Hardshrink()
        self.mistralrmsnorm_4 = MistralRMSNorm(hidden_size=18)

    def forward(self, x):
        x = self.constantpad3d_0(x)
        x = F.hardshrink(x)
        x = F.native_channel_shuffle(x, 2)
        x = self.hardshrink_3(x)
        x = self.mistralrmsnorm_4(x)
        return x


def get_inputs():
    return [torch.randn(7136, 32, 16, 16)]


def get_init_inputs():
    return []
