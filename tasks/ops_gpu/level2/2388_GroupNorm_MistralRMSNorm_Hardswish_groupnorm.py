"""GroupNorm -> hf.MistralRMSNorm -> Hardswish -> F.group_norm: synthesised by warpgym synth (seed 7, index 3766, transformers#4, dim 0 x7313)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """GroupNorm -> hf.MistralRMSNorm -> Hardswish -> F.group_norm"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=8, num_groups=2)
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=16)
        self.hardswish_2 = nn.Hardswish()

    def forward(self, x):
        x = self.groupnorm_0(x)
        x = self.mistralrmsnorm_1(x)
        x = self.hardswish_2(x)
        x = F.group_norm(x, num_groups=2)
        return x


def get_inputs():
    return [torch.randn(14626, 8, 8, 16, 16)]


def get_init_inputs():
    return []
