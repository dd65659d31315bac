"""GroupNorm -> hf.MistralRMSNorm: synthesised by warpgym synth (seed 8, index 386, transformers#2, dim 0 x1471)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """GroupNorm -> hf.MistralRMSNorm"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=256, num_groups=2)
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=256)

    def forward(self, x):
        x = self.groupnorm_0(x)
        x = self.mistralrmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(376576, 256)]


def get_init_inputs():
    return []
