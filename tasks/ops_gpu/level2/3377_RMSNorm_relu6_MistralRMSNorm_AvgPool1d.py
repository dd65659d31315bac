"""RMSNorm -> F.relu6 -> hf.MistralRMSNorm -> AvgPool1d: synthesised by warpgym synth (seed 7, index 5311, transformers#4, dim 0 x3793)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """RMSNorm -> F.relu6 -> hf.MistralRMSNorm -> AvgPool1d"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_0 = nn.RMSNorm(normalized_shape=256)
        self.mistralrmsnorm_2 = MistralRMSNorm(hidden_size=256)
        self.avgpool1d_3 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x):
        x = self.rmsnorm_0(x)
        x = F.relu6(x)
        x = self.mistralrmsnorm_2(x)
        x = self.avgpool1d_3(x)
        return x


def get_inputs():
    return [torch.randn(485504, 256)]


def get_init_inputs():
    return []
