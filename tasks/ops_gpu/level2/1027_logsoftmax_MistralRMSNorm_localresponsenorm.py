"""F.log_softmax -> hf.MistralRMSNorm -> F.local_response_norm: synthesised by warpgym synth (seed 7, index 1669, transformers#3, dim 0 x602)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """F.log_softmax -> hf.MistralRMSNorm -> F.local_response_norm"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=8)

    def forward(self, x):
        x = F.log_softmax(x)
        x = self.mistralrmsnorm_1(x)
        x = F.local_response_norm(x, size=4)
        return x


def get_inputs():
    return [torch.randn(2408, 16, 8, 8, 8)]


def get_init_inputs():
    return []
