"""hf.MistralRMSNorm -> GroupNorm -> torch.cummin -> torch.min: synthesised by warpgym synth (seed 7, index 229, transformers#4, dim 0 x158)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.MistralRMSNorm -> GroupNorm -> torch.cummin -> torch.min"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_0 = MistralRMSNorm(hidden_size=16)
        self.groupnorm_1 = nn.GroupNorm(num_channels=64, num_groups=2)

    def forward(self, x, x1):
        x = self.mistralrmsnorm_0(x)
        x = self.groupnorm_1(x)
        x = torch.cummin(x, -1)[0]
        x = torch.min(x, x1)
        return x


def get_inputs():
    return [torch.randn(1264, 64, 16, 16), torch.randn(1264, 64, 16, 16)]


def get_init_inputs():
    return []
