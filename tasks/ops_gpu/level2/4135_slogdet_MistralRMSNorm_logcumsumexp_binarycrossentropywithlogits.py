"""torch.slogdet -> hf.MistralRMSNorm -> torch.logcumsumexp -> F.binary_cross_entropy_with_logits: synthesised by warpgym synth (seed 7, index 6335, transformers#4, dim 0 x1512)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """torch.slogdet -> hf.MistralRMSNorm -> torch.logcumsumexp -> F.binary_cross_entropy_with_logits"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=32)

    def forward(self, x, x1):
        x = torch.slogdet(x)[0]
        x = self.mistralrmsnorm_1(x)
        x = torch.logcumsumexp(x, -1)
        x = F.binary_cross_entropy_with_logits(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(24192, 32, 16, 16), torch.randn(24192, 32)]


def get_init_inputs():
    return []
