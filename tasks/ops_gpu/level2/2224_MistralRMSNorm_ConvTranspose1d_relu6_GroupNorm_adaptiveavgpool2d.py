"""hf.MistralRMSNorm -> ConvTranspose1d -> F.relu6 -> GroupNorm -> F.adaptive_avg_pool2d: synthesised by warpgym synth (seed 7, index 3522, transformers#5, dim 0 x214)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.MistralRMSNorm -> ConvTranspose1d -> F.relu6 -> GroupNorm -> F.adaptive_avg_pool2d"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_0 = MistralRMSNorm(hidden_size=128)
        self.convtranspose1d_1 = nn.ConvTranspose1d(in_channels=256, kernel_size=3, out_channels=128)
        self.groupnorm_3 = nn.GroupNorm(num_channels=128, num_groups=2)

    def forward(self, x):
        x = self.mistralrmsnorm_0(x)
        x = self.convtranspose1d_1(x)
        x = F.relu6(x)
        x = self.groupnorm_3(x)
        x = F.adaptive_avg_pool2d(x, output_size=4)
        return x


def get_inputs():
    return [torch.randn(1712, 256, 128)]


def get_init_inputs():
    return []
